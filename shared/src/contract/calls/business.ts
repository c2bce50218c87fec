import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { BRANCH_NAME_REQUIRED, COLOUR_INVALID } from '../messages';
import { Branch, BusinessDetails, MenuCategory } from '../schemas/business';
import { Binary } from '../schemas/common';
import { IMAGE_WIDTHS } from '../rules';

// The business, its outlets, what a diner reads of its menu, and stored images (portal and customer spec §7).

const BusinessIdentifier = Type.String({ minLength: 1, maxLength: 120 });

export const getBusinessDetails = defineCall({
  method: 'GET',
  path: '/business/getBusinessDetails/',
  summary: "A business's public details: name, logo, colours, default outlet",
  access: 'public',
  query: Type.Object({ business_identifier: BusinessIdentifier }),
  response: { 200: Envelope(BusinessDetails), ...standardErrors },
});

export const updateBusinessColourScheme = defineCall({
  method: 'POST',
  path: '/updateBusinessColourScheme',
  summary: "Change the business's colour",
  access: 'admin',
  body: Type.Object({ colour_scheme: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }) }),
  response: { 200: Envelope(Type.Object({ colour_scheme: Type.String() })), ...standardErrors },
  invalidMessage: COLOUR_INVALID,
});

const BranchBody = {
  branch_name: Type.String(),
  address: Type.Optional(Type.String()),
};

export const getBranches = defineCall({
  method: 'GET',
  path: '/branch/getBranch',
  summary: "The signed-in business's live outlets, oldest first",
  access: 'staff',
  response: { 200: Envelope(Type.Array(Branch)), ...standardErrors },
});

export const getBranch = defineCall({
  method: 'GET',
  path: '/branch/getBranch/:id',
  summary: 'One outlet of the signed-in business (another business’s answers 404)',
  access: 'staff',
  params: Type.Object({ id: Type.String() }),
  response: { 200: Envelope(Branch), ...standardErrors },
});

export const createBranch = defineCall({
  method: 'POST',
  path: '/branch/createBranch',
  summary: 'Add an outlet',
  access: 'admin',
  body: Type.Object(BranchBody),
  response: { 201: Envelope(Branch), ...standardErrors },
  invalidMessage: BRANCH_NAME_REQUIRED,
});

export const editBranch = defineCall({
  method: 'PUT',
  path: '/branch/editBranch',
  summary: "Rename an outlet or change its address ('' clears it)",
  access: 'admin',
  body: Type.Object({ branch_id: Type.String(), ...BranchBody }),
  response: { 200: Envelope(Branch), ...standardErrors },
  invalidMessage: BRANCH_NAME_REQUIRED,
});

export const removeBranch = defineCall({
  method: 'DELETE',
  path: '/branch/removeBranch',
  summary: 'Remove an outlet, with the reason (never the last one)',
  access: 'admin',
  query: Type.Object({ branch_id: Type.Optional(Type.String()), reason: Type.Optional(Type.String()) }),
  response: { 200: Envelope(Type.Object({ _id: Type.String() })), ...standardErrors },
});

export const getCustomerMenuCategory = defineCall({
  method: 'GET',
  path: '/menu/getCustomerMenuCategory/',
  summary: "A business's menu categories as a diner sees them (one outlet when given)",
  access: 'public',
  query: Type.Object({ business_identifier: BusinessIdentifier, branch: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: { 200: Envelope(Type.Array(MenuCategory)), ...standardErrors },
});

export const getImage = defineCall({
  method: 'GET',
  path: '/images/:id',
  summary: 'A stored image (logo, menu picture, QR code); never changes, cached for good',
  access: 'public',
  params: Type.Object({ id: Type.String() }),
  /** A resized copy (WebP) at least w pixels wide, from IMAGE_WIDTHS; without it, the stored picture. */
  query: Type.Object({
    w: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$', description: `pixels, at most ${IMAGE_WIDTHS.at(-1)}` })),
  }),
  response: { 200: Binary('PNG, JPEG or WebP', ['image/png', 'image/jpeg', 'image/webp']), ...standardErrors },
});

export const getQrPng = defineCall({
  method: 'GET',
  path: '/qr.png',
  summary: 'A QR code of a short text (the wide-screen page shows one of its own address)',
  access: 'public',
  query: Type.Object({ text: Type.String({ minLength: 1, maxLength: 1024 }) }),
  response: { 200: Binary('PNG', ['image/png']), ...standardErrors },
});

export const health = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'The server and its database answer',
  access: 'public',
  response: {
    200: Type.Object({ status: Type.Literal('ok'), database: Type.String(), mail: Type.String() }),
    ...standardErrors,
  },
});
