// Any /api/... path the portal does not serve: a JSON 404 (not the HTML "page not found"), for every method.
import { NextResponse } from 'next/server';
import { errorCodes, messageKeys } from '@loyalty/contract';

function notFound(): NextResponse {
  return NextResponse.json(
    { code: errorCodes.notFound, message: messageKeys.notFound },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
