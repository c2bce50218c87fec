import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSET_COUNT_INVALID,
  ASSET_GROUP_RENAME_INVALID,
  ASSET_GROUP_REQUIRED,
  ASSET_REMOVED,
  ASSET_TYPE_INVALID,
  ASSET_TYPES,
  calls,
  DEFAULT_GROUP_NAME,
  qrCreatedMessage,
  type AssetType,
} from '@troo/shared/contract';
import type { AssetRow } from '../../data/assets.js';
import { scoped, scopedToIdentifier } from '../../data/index.js';
import { orderingUrl } from '../../domain/assets.js';
import { ok } from '../../domain/responses.js';
import { BadRequest, TooManyRequests } from '../../errors.js';
import { staffOf } from '../../plugins/auth.js';
import { imageUrl } from '../../services/images.js';
import { callRoute } from '../call-route.js';

/** At most this many codes in one request: drawing each costs CPU. */
const MOST_AT_ONCE = 100;

/** Tables and rooms with their QR codes: the owner creates and removes them, staff read them. */
export const QR_CODES_BEING_MADE = 'QR codes are still being made for your business. Please wait for them, then try again.';

export const assetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const view = (row: AssetRow, identifier: string) => ({
    _id: row.id,
    type: row.type,
    branch_id: row.branchId,
    group_name: row.groupName,
    number: row.number,
    qrcode: imageUrl(row.qrImageId)!,
    url: orderingUrl(app.config.publicUrl, {
      id: row.id,
      businessIdentifier: identifier,
      branchId: row.branchId,
      type: row.type,
      groupName: row.groupName,
      number: row.number,
    }),
  });

  // A business draws one batch of QR codes at a time (up to 100, seconds of CPU): a second batch
  // asked meanwhile is refused rather than queued behind it, so one business cannot fill the drawing thread.
  const drawing = new Set<string>();
  callRoute(app, calls.generateBusinessAsset, async (request) => {
    const { body } = request;
    const errors: string[] = [];
    const type = (ASSET_TYPES as readonly string[]).includes(body.type) ? (body.type as AssetType) : null;
    if (!type) errors.push(ASSET_TYPE_INVALID);
    const groupName = body.group_name === undefined ? DEFAULT_GROUP_NAME : body.group_name.trim();
    if (!groupName) errors.push(ASSET_GROUP_REQUIRED);
    const count = typeof body.number === 'number' ? body.number : /^\d{1,3}$/.test(body.number.trim()) ? Number(body.number) : NaN;
    if (!Number.isInteger(count) || count < 1 || count > MOST_AT_ONCE) errors.push(ASSET_COUNT_INVALID);
    if (errors.length > 0) throw new BadRequest(errors[0]!, { errors });
    const data = scoped(request);
    const businessId = staffOf(request).businessId;
    if (drawing.has(businessId)) throw new TooManyRequests(QR_CODES_BEING_MADE, 5);
    drawing.add(businessId);
    const created = await (async () => {
      const branchId = await data.branches.namedOrFirst(body.branch_id);
      const identifier = await data.business.identifier();
      const rows = await data.assets.create({
        branchId,
        type: type!,
        groupName,
        count,
        businessIdentifier: identifier,
        publicUrl: app.config.publicUrl,
      });
      return { rows, identifier };
    })().finally(() => drawing.delete(businessId));
    return ok(
      created.rows.map((row) => view(row, created.identifier)),
      qrCreatedMessage(type!),
    );
  });

  callRoute(app, calls.getBusinessAsset, async (request) => {
    const data = scoped(request);
    const branchId = await data.branches.namedOrFirst(request.query.branch_id);
    const identifier = await data.business.identifier();
    const rows = await data.assets.list(branchId, request.query.type);
    return ok(rows.map((row) => view(row, identifier)));
  });

  callRoute(app, calls.getBusinessAssetGroup, async (request) => {
    const data = scoped(request);
    const branchId = await data.branches.namedOrFirst(request.query.branch_id);
    const names = await data.assets.groupNames(branchId, request.query.type);
    return ok(names.map((name) => ({ _id: name, group_name: name })));
  });

  callRoute(app, calls.renameBusinessAssetGroup, async (request) => {
    const { body } = request;
    const to = body.new_group_name.trim();
    if (!to) throw new BadRequest(ASSET_GROUP_RENAME_INVALID);
    const data = scoped(request);
    const rows = await data.assets.renameGroup({ branchId: body.branch_id.trim(), type: body.type, from: body.group_name, to });
    const identifier = await data.business.identifier();
    return ok(rows.map((row) => view(row, identifier)));
  });

  callRoute(app, calls.getScannedPlace, async (request) => {
    const { data } = await scopedToIdentifier(app.db, request.query.business_identifier);
    const row = await data.assets.scanned(request.query.asset_id);
    return ok({ type: row.type, group_name: row.groupName, number: row.number });
  });

  callRoute(app, calls.removeBusinessAsset, async (request) => {
    const removed = await scoped(request).assets.remove(request.query.asset_id.trim());
    return ok({ _id: removed.id }, ASSET_REMOVED);
  });
};
