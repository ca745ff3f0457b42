-- wrk script: POST /api/verify with the 5D world record (82 Pentasol moves), read from the fixture.
local f = assert(io.open("src/test/resources/fixtures/morpion-records/5D-82-rosin.psol", "r"))
local psol = f:read("*a")
f:close()
local escaped = psol:gsub("\\", "\\\\"):gsub("\n", "\\n"):gsub('"', '\\"')
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"game":"morpion-5d","instance":"cross","solution":"' .. escaped .. '"}'

function response(status, headers, body)
  if status ~= 200 then
    io.stderr:write("unexpected status " .. status .. "\n")
  end
end
