// `npm run admin:call -w @app/api -- <callable> ['<json input>']`: calls one callable of the running local
// API as the seed admin (Auth emulator). Until the admin area has its screens, this is how a
// developer approves a creator application, publishes a product or settles a payout locally, e.g.
//
//   npm run admin:call -w @app/api -- listCreatorApplications '{"status":"pending"}'
//   npm run admin:call -w @app/api -- reviewCreatorApplication '{"applicationId":"…","decision":"approve"}'
//   npm run admin:call -w @app/api -- moderateProduct '{"productId":"…","decision":"publish"}'
//   npm run admin:call -w @app/api -- markPayoutPaid '{"payoutId":"…","reference":"FT…"}'
//
// It goes through the same HTTP protocol, and checks as the browser; nothing touches the database.
import { adminToken } from './seed-admin';

const API_URL = process.env.API_URL || 'http://127.0.0.1:5001';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-marketplace';

async function main(): Promise<void> {
  const [name, json] = process.argv.slice(2);
  if (!name || !/^[A-Za-z]+$/.test(name)) {
    console.error("Usage: npm run admin:call -w @app/api -- <callable> ['<json input>']");
    process.exit(2);
  }
  const data: unknown = json === undefined ? null : JSON.parse(json);
  const response = await fetch(`${API_URL}/${PROJECT_ID}/asia-southeast1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ data }),
  });
  console.log(JSON.stringify(await response.json(), null, 2));
  if (!response.ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
