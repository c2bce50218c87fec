import { and, asc, eq, gte, isNull, max } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSET_COUNT_INVALID,
  ASSET_GROUP_REQUIRED,
  ASSET_NOT_FOUND,
  ASSET_REMOVED,
  ASSET_TYPE_INVALID,
  ASSET_TYPES,
  calls,
  qrCreatedMessage,
  type AssetType,
} from '@troo/shared/contract';
import { assets, branches, businesses, images } from '../../db/schema.js';
import { createAssets, orderingUrl } from '../../domain/assets.js';
import { isUuid } from '../../domain/businesses.js';
import { outletOf } from '../../domain/menu.js';
import { ok } from '../../domain/responses.js';
import { BadRequest, NotFound } from '../../errors.js';
import { staffOf, type StaffSession } from '../../plugins/auth.js';
import { imageUrl } from '../../services/images.js';
import { callRoute } from '../call-route.js';

/** At most this many codes in one request: drawing each costs CPU. */
const MOST_AT_ONCE = 100;
/** The spec's group name when none is sent. */
const DEFAULT_GROUP = 'default_group_name';

/** Tables and rooms with their QR codes: the owner creates and removes them, staff read them. */
export const assetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The named outlet, or the business's first when none is named (the spec's calls often omit it). */
  const outlet = async (staff: StaffSession, branchId: string | undefined) => {
    if (branchId) return outletOf(app.db, staff, branchId);
    const [first] = await app.db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.businessId, staff.businessId), isNull(branches.removedAt)))
      .orderBy(asc(branches.createdAt))
      .limit(1);
    if (!first) throw new NotFound('Branch not found');
    return outletOf(app.db, staff, first.id);
  };

  const identifierOf = async (businessId: string) => {
    const [business] = await app.db.select({ id: businesses.uniqueIdentifier }).from(businesses).where(eq(businesses.id, businessId));
    return business!.id;
  };

  const view = (row: typeof assets.$inferSelect, identifier: string) => ({
    _id: row.id,
    type: row.type,
    branch_id: row.branchId,
    group_name: row.groupName,
    number: row.number,
    qrcode: imageUrl(row.qrImageId)!,
    url: orderingUrl(app.config.publicUrl, {
      businessIdentifier: identifier,
      branchId: row.branchId,
      type: row.type,
      groupName: row.groupName,
      number: row.number,
    }),
  });

  callRoute(app, calls.generateBusinessAsset, async (request) => {
    const staff = staffOf(request);
    const { body } = request;
    const errors: string[] = [];
    const type = (ASSET_TYPES as readonly string[]).includes(body.type) ? (body.type as AssetType) : null;
    if (!type) errors.push(ASSET_TYPE_INVALID);
    const groupName = body.group_name === undefined ? DEFAULT_GROUP : body.group_name.trim();
    if (!groupName) errors.push(ASSET_GROUP_REQUIRED);
    const count = typeof body.number === 'number' ? body.number : /^\d{1,3}$/.test(body.number.trim()) ? Number(body.number) : NaN;
    if (!Number.isInteger(count) || count < 1 || count > MOST_AT_ONCE) errors.push(ASSET_COUNT_INVALID);
    if (errors.length > 0) throw new BadRequest(errors[0]!, { errors });
    const branchId = await outlet(staff, body.branch_id);
    const identifier = await identifierOf(staff.businessId);
    const created = await app.db.transaction(async (tx) => {
      // Lock the outlet's row so two requests at once do not number the same tables.
      await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)).for('update');
      const [last] = await tx
        .select({ n: max(assets.number) })
        .from(assets)
        .where(
          and(
            eq(assets.businessId, staff.businessId),
            eq(assets.branchId, branchId),
            eq(assets.type, type!),
            eq(assets.groupName, groupName),
          ),
        );
      const first = (last?.n ?? 0) + 1;
      const numbers = Array.from({ length: count }, (_, i) => first + i);
      await createAssets(tx, {
        businessId: staff.businessId,
        businessIdentifier: identifier,
        branchId,
        type: type!,
        groupName,
        numbers,
        publicUrl: app.config.publicUrl,
      });
      return tx
        .select()
        .from(assets)
        .where(
          and(
            eq(assets.businessId, staff.businessId),
            eq(assets.branchId, branchId),
            eq(assets.type, type!),
            eq(assets.groupName, groupName),
            gte(assets.number, first),
          ),
        )
        .orderBy(asc(assets.number));
    });
    return ok(
      created.map((row) => view(row, identifier)),
      qrCreatedMessage(type!),
    );
  });

  callRoute(app, calls.getBusinessAsset, async (request) => {
    const staff = staffOf(request);
    const branchId = await outlet(staff, request.query.branch_id);
    const identifier = await identifierOf(staff.businessId);
    const rows = await app.db
      .select()
      .from(assets)
      .where(and(eq(assets.businessId, staff.businessId), eq(assets.branchId, branchId), eq(assets.type, request.query.type)))
      .orderBy(asc(assets.groupName), asc(assets.number));
    return ok(rows.map((row) => view(row, identifier)));
  });

  callRoute(app, calls.getBusinessAssetGroup, async (request) => {
    const staff = staffOf(request);
    const branchId = await outlet(staff, request.query.branch_id);
    const rows = await app.db
      .selectDistinct({ groupName: assets.groupName })
      .from(assets)
      .where(and(eq(assets.businessId, staff.businessId), eq(assets.branchId, branchId), eq(assets.type, request.query.type)))
      .orderBy(asc(assets.groupName));
    return ok(rows.map((row) => ({ _id: row.groupName, group_name: row.groupName })));
  });

  callRoute(app, calls.removeBusinessAsset, async (request) => {
    const staff = staffOf(request);
    const assetId = request.query.asset_id.trim();
    if (!isUuid(assetId)) throw new NotFound(ASSET_NOT_FOUND);
    const removed = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(assets)
        .where(and(eq(assets.id, assetId), eq(assets.businessId, staff.businessId)))
        .returning();
      if (!row) throw new NotFound(ASSET_NOT_FOUND);
      // The QR picture belongs to this code alone.
      await tx.delete(images).where(and(eq(images.id, row.qrImageId), eq(images.businessId, staff.businessId)));
      return row;
    });
    return ok({ _id: removed.id }, ASSET_REMOVED);
  });
};
