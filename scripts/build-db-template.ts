// Part of `npm run build`: a migrated, empty embedded database as a tarball. A first start loads it instead of
// running initdb and every migration (seconds and hundreds of MB on small machines); later migrations still
// apply on top at start.
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { dbTemplateFile } from '../src/server/db/paths';

const database = openDatabase({ dataDir: null });
await database.migrate();
const dump = await database.dumpDataDir!('gzip');
await database.close();
writeFileSync(dbTemplateFile, Buffer.from(await dump.arrayBuffer()));
console.log(`embedded database template: ${dbTemplateFile} (${(dump.size / 1024 / 1024).toFixed(1)} MB)`);
