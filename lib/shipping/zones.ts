import 'server-only';
import { randomBytes } from 'node:crypto';
import { recordAudit } from '@/lib/audit';
import { newId, toId } from '@/lib/db';
import { AppError, type Caller } from '@/lib/model';
import type { ShippingZoneFields } from '@/lib/validation';
import { toZoneDto, type ShippingZoneDto } from './zone-dto';
import {
  countZones,
  deleteZone,
  findZones,
  insertZone,
  MAX_ZONES,
  replaceZone,
  type ShippingMethodDoc,
  type ShippingZoneDoc,
} from './store/zones';

// Shipping zones (store admins; the routes require an admin): where each reaches and its methods.

const NOT_FOUND = 'Shipping zone not found';

function methodsOf(input: ShippingZoneFields): ShippingMethodDoc[] {
  return input.methods.map((method) => ({
    id: method.id ?? randomBytes(6).toString('hex'),
    name: method.name,
    kind: method.kind,
    taxClass: method.taxClass,
    ...(method.freeAbove === undefined ? {} : { freeAboveCents: method.freeAbove }),
    ...(method.kind === 'flat' ? { cents: method.price } : {}),
    ...(method.kind === 'weight' || method.kind === 'value' ? { bands: method.bands } : {}),
  }));
}

/** GET /api/shipping/zones: every zone, in the store's order. */
export async function listZones(): Promise<ShippingZoneDto[]> {
  return (await findZones()).map(toZoneDto);
}

/** POST /api/shipping/zones: a zone after the others. */
export async function createZone(caller: Caller, input: ShippingZoneFields): Promise<ShippingZoneDto> {
  const count = await countZones();
  if (count >= MAX_ZONES)
    throw new AppError('conflict', `The store keeps ${MAX_ZONES} shipping zones at most.`);
  const now = new Date();
  const doc: ShippingZoneDoc = {
    _id: newId(),
    name: input.name,
    position: Date.now(),
    areas: input.areas,
    methods: methodsOf(input),
    createdAt: now,
    updatedAt: now,
  };
  await insertZone(doc);
  await recordAudit({
    action: 'shipping.zone_create',
    actor: caller.email,
    target: doc._id.toHexString(),
    details: { name: doc.name },
  });
  return toZoneDto(doc);
}

/** PUT /api/shipping/zones/{id}: its name, areas and methods replaced (orders keep what they were charged). */
export async function editZone(
  caller: Caller,
  id: string,
  input: ShippingZoneFields,
): Promise<ShippingZoneDto> {
  const updated = await replaceZone(toId(id), {
    name: input.name,
    areas: input.areas,
    methods: methodsOf(input),
    updatedAt: new Date(),
  });
  if (!updated) throw new AppError('not_found', NOT_FOUND);
  await recordAudit({
    action: 'shipping.zone_edit',
    actor: caller.email,
    target: id,
    details: { name: input.name },
  });
  return toZoneDto(updated);
}

/** DELETE /api/shipping/zones/{id}. */
export async function removeZone(caller: Caller, id: string): Promise<void> {
  if (!(await deleteZone(toId(id)))) throw new AppError('not_found', NOT_FOUND);
  await recordAudit({ action: 'shipping.zone_delete', actor: caller.email, target: id, details: {} });
}
