// npm run db:generate (also run after install and before every build).
import { databaseUrl } from "./lib/database-url.mjs";
import { generateClient } from "./lib/prisma-client.mjs";

const url = databaseUrl();
generateClient(url);
