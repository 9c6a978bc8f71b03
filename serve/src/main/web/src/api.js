// The server's JSON API and a game's WebSocket, with errors as readable messages.

export async function call(method, path, body) {
  let response
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : {'Content-Type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  } catch (e) {
    throw Object.assign(new Error('the server cannot be reached: ' + e.message), {reason: 'network'})
  }
  let text = await response.text()
  let data = null
  try {
    data = text ? JSON.parse(text) : {}
  } catch (e) {
    data = {error: text}
  }
  if (!response.ok) {
    throw Object.assign(new Error(data.error || response.status + ' ' + response.statusText), {
      reason: data.reason || null,
      status: response.status
    })
  }
  return data
}

export const get = path => call('GET', path)
export const post = (path, body) => call('POST', path, body === undefined ? {} : body)

// A game's WebSocket: states, analyses and errors come in; it reconnects after a drop.
export function connect(id, onMessage, onStatus) {
  let ws = null
  let closed = false
  let retry = 500
  let analyse = false
  let open = () => {
    let url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/games/' + id
    ws = new WebSocket(url)
    ws.onopen = () => {
      retry = 500
      onStatus(true)
      if (analyse) ws.send(JSON.stringify({type: 'analyse', on: true}))
    }
    ws.onmessage = event => {
      try {
        onMessage(JSON.parse(event.data))
      } catch (e) {
        onMessage({type: 'error', error: 'a message from the server could not be read: ' + e.message})
      }
    }
    ws.onclose = () => {
      onStatus(false)
      if (!closed) setTimeout(open, (retry = Math.min(retry * 2, 8000)))
    }
  }
  open()
  return {
    analyse(on) {
      analyse = on
      if (ws && ws.readyState === 1) ws.send(JSON.stringify({type: 'analyse', on}))
    },
    close() {
      closed = true
      if (ws) ws.close()
    }
  }
}
