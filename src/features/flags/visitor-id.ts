import { randomUuid } from '@/lib/random-id';
import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stable anonymous visitor key (SPEC.md "Visitor profile"); a malformed one is replaced. */
export function getVisitorId(): string {
  const stored = readString('local', STORAGE_KEYS.visitorId);
  if (stored && VISITOR_ID.test(stored)) return stored;
  const id = randomUuid();
  writeString('local', STORAGE_KEYS.visitorId, id);
  return id;
}
