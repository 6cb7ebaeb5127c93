import type { Db } from "../../db/client.ts";
import { smsOutbox } from "../../db/schema/index.ts";
import type { SmsProvider } from "../../shared/sms-provider.ts";

/** Local provider: "sends" by writing to the sms_outbox table (tests, CLI and /api/dev read it). */
export function outboxProvider(db: Db): SmsProvider {
  return {
    name: "outbox",
    async send(message) {
      await db.insert(smsOutbox).values(message);
    },
  };
}
