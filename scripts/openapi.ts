/**
 * `npm run openapi`: writes the loyalty API's OpenAPI document (generated from the route contract) to
 * docs/openapi.json. A unit test fails when the committed file differs from what the contract generates.
 */
import { writeFileSync } from 'node:fs';
import { loyaltyApiDocument } from '@loyalty/contract';
import { OPENAPI_FILE, formatOpenApi } from '@loyalty/contract/openapi-file';

writeFileSync(OPENAPI_FILE, formatOpenApi(loyaltyApiDocument()));
console.log(`Wrote ${OPENAPI_FILE}`);
