import { z } from '../lib/zod';

/** The response bodies of the federation's management routes (docs/federation.md#settings-and-administration). */

const id = z.int().min(1);
/** A moment in UTC as D1 keeps it: `2026-12-07 15:04:05`. */
const utc = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const FederationSettings = z.strictObject({
  actor_name: z.string(),
  origin: z.string().nullable(),
  avatar: z.string(),
  header: z.string(),
  handle: z.string(),
  actor: z.url(),
});

export const FederationBlock = z.strictObject({ id, value: z.string(), created_utc: utc });
export const FederationBlockList = z.strictObject({ blocks: z.array(FederationBlock) });
export const FederationBlockDeleted = z.strictObject({ deleted: z.literal(true), id });

export const FederationFollower = z.strictObject({
  id,
  actor: z.string(),
  follower: z.string(),
  host: z.string(),
  inbox: z.string(),
  shared_inbox: z.string().nullable(),
  created_utc: utc,
});
export const FederationFollowerList = z.strictObject({ followers: z.array(FederationFollower) });

export const FederationFollowing = z.strictObject({
  id,
  actor: z.string(),
  handle: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  created_by: id,
  created_utc: utc,
});
export const FederationFollowingList = z.strictObject({ following: z.array(FederationFollowing) });
export const FederationFollowingDeleted = z.strictObject({ deleted: z.literal(true), actor: z.string() });

export const FederationInbound = z.strictObject({
  object_id: z.string(),
  actor: z.string(),
  item: z.record(z.string(), z.unknown()),
  status: z.string(),
  received_utc: utc,
  updated_utc: utc,
});
export const FederationInboundList = z.strictObject({ inbound: z.array(FederationInbound) });

export const FEDERATION_RESPONSE_SCHEMAS = {
  FederationSettings,
  FederationBlock,
  FederationBlockList,
  FederationBlockDeleted,
  FederationFollower,
  FederationFollowerList,
  FederationFollowing,
  FederationFollowingList,
  FederationFollowingDeleted,
  FederationInbound,
  FederationInboundList,
};
