/**
 * Every code an API error body (`{ error: { code, message, fields? } }`) can carry, and the few the client
 * makes up for failures that never reached the API. The server's AppError and the client's ApiRequestError
 * are typed by it, so a code missing here, or a comparison with a renamed one, fails the typecheck.
 */
export const errorCodes = [
  // 400, and any 4xx from Fastify or a plugin with no better code: malformed input (bad JSON, broken upload).
  'bad_request',
  // 400: the body, query or params failed their schema or a field rule (password strength); see `fields`.
  'validation_failed',
  // 400: a field holds a character the database cannot store (NUL, lone surrogates); `fields` names it.
  'invalid_characters',
  // 400: a JSON body nested deeper than MAX_JSON_DEPTH.
  'body_too_deep',
  // 400: a PATCH that names no field to change.
  'nothing_to_change',
  // 400, 414: an address Fastify cannot route (malformed percent-encoding, an overlong part).
  'bad_url',
  // 400: bytes Node cannot read as an HTTP request (body framing that contradicts its length or chunks).
  'unreadable_request',
  // 400: a password-reset or email-change link that is invalid, expired or used.
  'invalid_token',
  // 400: the current password given to confirm a change or a deletion is wrong.
  'invalid_password',
  // 400: an uploaded image whose bytes cannot be decoded.
  'unreadable_image',
  // 400: a tool entry whose JSON exceeds the per-entry size.
  'entry_too_large',
  // 400: a Stripe webhook whose signature is missing or wrong.
  'invalid_signature',
  // 401: the route needs a signed-in member and the request has no live session.
  'unauthorized',
  // 401: sign-in with an unknown email or a wrong password.
  'invalid_credentials',
  // 4xx or 500: a better-auth failure with no mapping of its own.
  'auth_error',
  // 403: signed in, but not allowed (not an admin, not the owner).
  'forbidden',
  // 403: a write whose Origin is not the site's own.
  'bad_origin',
  // 403: the content or tool needs a higher membership tier; the body adds `requiredTier`.
  'upgrade_required',
  // 403, forum: a new member's post with a link or an image, or a poll, before their trust level allows it.
  'trust_level_required',
  // 403, forum: an admin silenced the member (no topics, replies or edits); the body adds `endsAt`.
  'forum_silenced',
  // 403, forum: an admin suspended the member (no forum writes at all); the body adds `endsAt`.
  'forum_suspended',
  // 400, forum: reporting one's own post or reply.
  'own_content',
  // 403: upgrades are switched off (the billing provider cannot check out).
  'billing_disabled',
  // 404: no such resource, or no API route for the method and path.
  'not_found',
  // 406: a live stream asked for without Accept: text/event-stream (what EventSource sends).
  'not_acceptable',
  // 408: the request did not arrive in time.
  'request_timeout',
  // 409: the write collides with existing data (an email or name taken, a closed report, the last admin).
  'conflict',
  // 409: a second vote in the same poll.
  'already_voted',
  // 409: posting or replying before choosing a forum name.
  'forum_name_required',
  // 409: a billing action for a member Stripe does not know yet.
  'no_billing_customer',
  // 409: the billing portal for a member with no subscription to manage.
  'no_billing_portal',
  // 409, admin user update: the profile part was refused (username taken, own or last admin role).
  'profile_update_failed',
  // Admin user update: the subscription part (tier, status) was refused; in the contract, not sent today.
  'subscription_update_failed',
  // 409, admin user update: the sign-in part was refused (the email belongs to another account).
  'auth_update_failed',
  // 413: a body larger than Fastify's limit for its type.
  'body_too_large',
  // 413: an admin media upload over its size limit.
  'file_too_large',
  // 413: an avatar image over its size limit; `fields.avatar` says so.
  'too_large',
  // 415: a body that is not JSON where JSON is expected, or an upload of a type not accepted.
  'unsupported_media_type',
  // 429: too many attempts (sign-in, sign-up, mails, writes, posts); Retry-After may say when to retry.
  'rate_limited',
  // 431: request headers too large.
  'headers_too_large',
  // 500: anything unexpected; details go to the log, never to the client.
  'internal',
  // 502: Stripe could not be reached or refused the request.
  'billing_unavailable',
  // 503: the site is in maintenance mode.
  'maintenance',
  // 503: the database connection dropped mid-request (a restart, a failover); nothing was saved, try again.
  'database_unavailable',
  // Client only, status 0: no answer came (offline, connection dropped) or its schema failed to load.
  'network',
  // Client only: an error answer not in the API's shape (a proxy's or gateway's page).
  'http_error',
  // Client only: an API error answer whose code this client does not know (a server newer than the app).
  'unknown_code',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
