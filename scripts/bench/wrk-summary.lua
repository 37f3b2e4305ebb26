-- Prints wrk's summary as one JSON line for scripts/bench/load.ts (latencies in microseconds).
-- Given a file after `--` (one "<path>\t<cookie>" a line), each request takes the next line in turn, so one run
-- is many members reading many pages, as their caches see real traffic. Without one, wrk's static request.
init = function(args)
  if not args[1] then return end
  local requests = {}
  for line in io.lines(args[1]) do
    local path, cookie = line:match('^([^\t]+)\t(.*)$')
    local headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    if cookie ~= '' then headers['Cookie'] = cookie end
    requests[#requests + 1] = wrk.format(nil, path, headers)
  end
  local turn = 0
  request = function()
    turn = turn % #requests + 1
    return requests[turn]
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"non2xx":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
