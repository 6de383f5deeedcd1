#!/usr/bin/env bash
# A whole write session with curl: a venue, an event at it, a translation, the trash, a real delete.
#
#   TEC_KEY=tec_… bash examples/curl-session.sh          (against http://127.0.0.1:8787, `npm start` running)
#   EVENTS_API=https://events.example.com TEC_KEY=tec_… bash examples/curl-session.sh
#
# Create a key with: npm run -s users -- create --login me --role editor --key-only
set -euo pipefail
API="${EVENTS_API:-http://127.0.0.1:8787}/site/events/v1"
AUTH="Authorization: Bearer ${TEC_KEY:?set TEC_KEY to an API key}"
RUN="curl-session-$(date +%s)"            # unique slugs, so the session can run again

# Field of the JSON on stdin, without jq: node is here anyway.
field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[process.argv[1]]))' "$1"; }
post() { curl -sS --fail-with-body -X "$1" "$API$2" -H "$AUTH" -H 'Content-Type: application/json' ${3:+-d "$3"}; }

venue=$(post POST /venues "{\"venue\": \"Session hall $RUN\", \"city\": \"Bilbo\", \"slug\": \"$RUN-hall\"}" | field id)
echo "venue $venue"
event=$(post POST /events "{\"title\": \"Session $RUN\", \"slug\": \"$RUN\", \"start_date\": \"2027-09-10 19:00\", \"end_date\": \"2027-09-10 21:00\", \"venue\": $venue, \"cost\": \"5 - 10 €\"}" | field id)
echo "event $event"
# The Basque text of the same event: a write in a language adds that language, never a second event
# (the /eu/site/events/v1 prefix does the same as translation_language=eu).
post POST "/events/$event?translation_language=eu" '{"title": "Saioa"}' >/dev/null
curl -sS --fail-with-body "$API/events/$event?translation_language=eu" | field title
curl -sS --fail-with-body "$API/events/$event" | field title
curl -sS --fail-with-body "$API/events/$event" | field cost_details
post DELETE "/events/$event" | field status                  # trash
post DELETE "/events/$event?force=true" | field deleted      # gone
post DELETE "/venues/$venue?force=true" | field deleted
echo "session done"
