import {h, render, Fragment} from 'preact'
import {useEffect, useState, useRef, useCallback} from 'preact/hooks'
import {BoundedGoban} from '@sabaki/shudan'
import '@sabaki/shudan/css/goban.css'
import './style.css'
import {get, post, connect} from './api.js'
import {Graph} from './graph.jsx'

const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'

function route() {
  let m = location.hash.match(/^#\/game\/([a-z0-9-]+)$/)
  return m ? {page: 'game', id: m[1]} : {page: 'home'}
}

function App() {
  let [where, setWhere] = useState(route())
  useEffect(() => {
    let onHash = () => setWhere(route())
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  return where.page === 'game' ? <GameView key={where.id} id={where.id} /> : <Home />
}

// ---------------------------------------------------------------- the start page

function Home() {
  let [presets, setPresets] = useState(null)
  let [games, setGames] = useState(null)
  let [error, setError] = useState(null)
  let [form, setForm] = useState({width: 9, height: 9, rules: 'chinese', komi: '', handicap: 0, engine: 'white', level: 3, black: '', white: ''})
  let [sgf, setSgf] = useState('')
  let set = (k, v) => setForm(f => ({...f, [k]: v}))

  useEffect(() => {
    get('/api/presets').then(setPresets, e => setError(e.message))
    get('/api/games').then(setGames, e => setError(e.message))
  }, [])

  let start = async () => {
    setError(null)
    let body = {...form, width: +form.width, height: +form.height, handicap: +form.handicap, level: +form.level}
    if (form.komi === '') delete body.komi
    else body.komi = +form.komi
    try {
      let state = await post('/api/games', body)
      location.hash = '#/game/' + state.id
    } catch (e) {
      setError(e.message)
    }
  }
  let load = async text => {
    setError(null)
    try {
      let state = await post('/api/games/import', {sgf: text})
      location.hash = '#/game/' + state.id
    } catch (e) {
      setError(e.message)
    }
  }
  let upload = event => {
    let file = event.target.files[0]
    if (!file) return
    if (presets && file.size > presets.maxSgfBytes) {
      setError(`${file.name} is over ${presets.maxSgfBytes / 1024} KiB, the most taken`)
      return
    }
    file.text().then(load)
  }
  let sizes = []
  for (let s = presets ? presets.minSize : 5; s <= (presets ? presets.maxSize : 25); s++) sizes.push(s)
  let levels = []
  for (let l = 1; l <= 10; l++) levels.push(l)

  return (
    <div class="home">
      <h1>tengen</h1>
      {error && <p id="error" class="error">{error}</p>}
      <section class="panel">
        <h2>New game</h2>
        <div class="form" id="new-game">
          <label>Board
            <select id="width" value={form.width} onChange={e => set('width', e.target.value)}>{sizes.map(s => <option value={s}>{s}</option>)}</select>
            ×
            <select id="height" value={form.height} onChange={e => set('height', e.target.value)}>{sizes.map(s => <option value={s}>{s}</option>)}</select>
          </label>
          <label>Rules
            <select id="rules" value={form.rules} onChange={e => set('rules', e.target.value)}>
              {(presets ? presets.rules : [{name: 'chinese'}]).map(r => <option value={r.name} title={r.text}>{r.name}</option>)}
            </select>
          </label>
          <label>Komi <input id="komi" type="number" step="0.5" placeholder="the rules'" value={form.komi} onInput={e => set('komi', e.target.value)} /></label>
          <label>Handicap <input id="handicap" type="number" min="0" max="9" value={form.handicap} onInput={e => set('handicap', e.target.value)} /></label>
          <label>Opponent
            <select id="opponent" value={form.engine} onChange={e => set('engine', e.target.value)}>
              <option value="white">tengen plays White</option>
              <option value="black">tengen plays Black</option>
              <option value="none">two people, or a study</option>
            </select>
          </label>
          {form.engine !== 'none' && (
            <label>Level <select id="level" value={form.level} onChange={e => set('level', e.target.value)}>{levels.map(l => <option value={l}>{l}</option>)}</select></label>
          )}
          <label>Black <input id="black-name" value={form.black} placeholder="name" onInput={e => set('black', e.target.value)} /></label>
          <label>White <input id="white-name" value={form.white} placeholder="name" onInput={e => set('white', e.target.value)} /></label>
          <button id="start" onClick={start}>Start</button>
        </div>
      </section>
      <section class="panel">
        <h2>Open an SGF</h2>
        <input id="sgf-file" type="file" accept=".sgf,application/x-go-sgf" onChange={upload} />
        <textarea id="sgf-text" rows="4" placeholder="or paste SGF here: (;GM[1]SZ[19];B[pd]...)" value={sgf} onInput={e => setSgf(e.target.value)} />
        <button id="load-sgf" onClick={() => load(sgf)} disabled={!sgf.trim()}>Load</button>
      </section>
      <section class="panel">
        <h2>Games</h2>
        {games === null ? <p>Loading…</p> : games.length === 0 ? <p id="no-games">No games yet.</p> : (
          <table id="games">
            <thead><tr><th>Black</th><th>White</th><th>Board</th><th>Date</th><th>Moves</th><th>Result</th></tr></thead>
            <tbody>
              {games.map(g => (
                <tr class="game" data-id={g.id} onClick={() => (location.hash = '#/game/' + g.id)} title={g.problem || g.id}>
                  <td>{g.black}</td><td>{g.white}</td><td>{g.size}</td><td>{g.date || new Date(g.modified).toISOString().slice(0, 10)}</td>
                  <td>{g.moves}</td><td>{g.problem ? 'unreadable' : g.result || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

// ---------------------------------------------------------------- a game

function emptyMap(w, h, v) {
  return Array.from({length: h}, () => Array(w).fill(v))
}

function GameView({id}) {
  let [state, setState] = useState(null)
  let [analysis, setAnalysis] = useState(null)
  let [error, setError] = useState(null)
  let [hover, setHover] = useState(null)
  let [hint, setHint] = useState(null)
  let [analyse, setAnalyse] = useState(false)
  let [ownership, setOwnership] = useState(true)
  let [online, setOnline] = useState(false)
  let [busy, setBusy] = useState(false)
  let [size, setSize] = useState({w: window.innerWidth, h: window.innerHeight})
  let socket = useRef(null)
  let latest = useRef(-1)

  let accept = useCallback(s => {
    if (s.version < latest.current) return
    latest.current = s.version
    setState(s)
  }, [])

  useEffect(() => {
    let sock = connect(id, m => {
      if (m.type === 'state') accept(m)
      else if (m.type === 'analysis') setAnalysis(m)
      else if (m.type === 'error') {
        setError({message: m.error, reason: m.reason || null})
        if (/analysis/.test(m.error)) setAnalyse(false)
      }
    }, setOnline)
    socket.current = sock
    let onResize = () => setSize({w: window.innerWidth, h: window.innerHeight})
    window.addEventListener('resize', onResize)
    return () => {
      sock.close()
      window.removeEventListener('resize', onResize)
    }
  }, [id])

  useEffect(() => {
    if (socket.current) socket.current.analyse(analyse)
    if (!analyse) setAnalysis(null)
  }, [analyse])

  let act = async (path, body) => {
    setError(null)
    setHint(null)
    setBusy(true)
    try {
      accept(await post(`/api/games/${id}/${path}`, body))
    } catch (e) {
      setError({message: e.message, reason: e.reason})
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    let onKey = e => {
      if (!state || e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA') return
      if (e.key === 'ArrowLeft') act('goto', {index: Math.max(0, state.index - 1)})
      else if (e.key === 'ArrowRight') act('goto', {index: Math.min(state.line.length - 1, state.index + 1)})
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  if (!state) {
    return (
      <div class="game-page">
        <p><a href="#/">← games</a></p>
        {error ? <p id="error" class="error">{error.message}</p> : <p>Loading…</p>}
      </div>
    )
  }

  let {width, height} = state
  let counting = !!state.count
  let signMap = state.signMap
  let showAnalysis = analysis && analysis.index === state.index && !counting
  let markerMap = emptyMap(width, height, null)
  if (state.lastMove) markerMap[state.lastMove.y][state.lastMove.x] = {type: 'circle'}
  let ghostStoneMap = emptyMap(width, height, null)
  let heatMap = null
  let paintMap = null
  let dimmedVertices = []

  if (counting) {
    paintMap = emptyMap(width, height, 0)
    for (let [x, y] of state.count.dead) dimmedVertices.push([x, y])
  }
  if (showAnalysis) {
    heatMap = emptyMap(width, height, null)
    let maxVisits = Math.max(1, ...analysis.moves.map(m => m.visits))
    for (let m of analysis.moves) {
      if (m.x === undefined) continue
      heatMap[m.y][m.x] = {
        strength: Math.max(1, Math.round((m.visits / maxVisits) * 9)),
        text: Math.round(m.winRate * 100) + '\n' + (m.visits >= 1000 ? (m.visits / 1000).toFixed(1) + 'k' : m.visits)
      }
    }
    if (ownership && analysis.ownership) paintMap = analysis.ownership.map(row => row.map(v => (Math.abs(v) < 0.15 ? 0 : v)))
  }
  let toMoveSign = state.toMove === 'black' ? 1 : -1
  let humanTurn = !state.thinking && !state.over && !(state.engineToMove && state.index === state.line.length - 1)
  if (hover && humanTurn && !counting && signMap[hover[1]] && signMap[hover[1]][hover[0]] === 0) {
    ghostStoneMap[hover[1]][hover[0]] = {sign: toMoveSign, faint: true}
  }
  if (hint && hint.x !== undefined) markerMap[hint.y][hint.x] = {type: 'triangle', label: 'hint'}

  let click = (evt, [x, y]) => {
    if (counting) {
      if (signMap[y][x] !== 0) act('dead', {x, y})
      return
    }
    if (!humanTurn) {
      setError({message: state.thinking ? 'tengen is thinking: wait for its move' : state.over ? 'the game is over' : "it is tengen's turn", reason: null})
      return
    }
    act('play', {x, y})
  }

  let last = state.line.length - 1
  let node = state.line[state.index]
  let status = state.thinking ? 'tengen is thinking…'
    : state.result ? 'Result: ' + state.result
    : (state.toMove === 'black' ? 'Black' : 'White') + ' to play'
  let boardSide = Math.min(size.w - (size.w > 900 ? 380 : 20), size.h - 40)

  return (
    <div class="game-page">
      <div class="board-box" id="board" data-thinking={String(state.thinking)} data-busy={String(busy)} data-index={state.index}>
        <BoundedGoban
          maxWidth={Math.max(200, boardSide)}
          maxHeight={Math.max(200, boardSide)}
          signMap={signMap}
          markerMap={markerMap}
          ghostStoneMap={ghostStoneMap}
          heatMap={heatMap}
          paintMap={paintMap}
          dimmedVertices={dimmedVertices}
          showCoordinates={true}
          coordX={x => LETTERS[x]}
          coordY={y => height - y}
          busy={state.thinking}
          fuzzyStonePlacement={false}
          animateStonePlacement={false}
          onVertexClick={click}
          onVertexMouseEnter={(e, v) => setHover(v)}
          onVertexMouseLeave={() => setHover(null)}
        />
      </div>
      <div class="side">
        <p><a id="home" href="#/">← games</a> {!online && <span class="offline">(reconnecting…)</span>}</p>
        <div class="players">
          <div class={state.toMove === 'black' && !state.over ? 'player now' : 'player'}>● <span id="black-player">{state.players.black}</span> <small>captures {state.captures.black}</small></div>
          <div class={state.toMove === 'white' && !state.over ? 'player now' : 'player'}>○ <span id="white-player">{state.players.white}</span> <small>captures {state.captures.white}</small></div>
          <small>{width}×{height}, {state.rules} rules, komi {state.komi}{state.handicap ? ', handicap ' + state.handicap : ''}</small>
        </div>
        <p id="status" class={state.thinking ? 'status thinking' : 'status'} data-result={state.result || ''}>{status}</p>
        {error && <p id="error" class="error" data-reason={error.reason || ''}>{error.message}</p>}
        {state.warning && <p class="warning">{state.warning}</p>}
        {counting && (
          <div id="count" class="count">
            <b>The count</b>: click a group to mark it dead or alive.
            <div id="score">{state.count.text}</div>
          </div>
        )}
        <div class="buttons">
          <button id="pass" disabled={!humanTurn || busy} onClick={() => act('play', {move: 'pass'})}>Pass</button>
          <button id="undo" disabled={busy || state.thinking || state.index === 0 || state.index !== last} title="take back the last move" onClick={() => act('undo')}>Undo</button>
          <button id="resign" disabled={!humanTurn || busy || !state.atMainEnd} onClick={() => confirm('Resign this game?') && act('resign')}>Resign</button>
          <button id="hint" disabled={!humanTurn || busy} onClick={async () => {
            setError(null)
            try {
              setHint(await post(`/api/games/${id}/hint`))
            } catch (e) {
              setError({message: e.message, reason: e.reason})
            }
          }}>Hint</button>
          {hint && <span id="hint-text">hint: {hint.vertex}</span>}
        </div>
        <div class="buttons nav">
          <button id="first" onClick={() => act('goto', {index: 0})} disabled={state.index === 0}>|◀</button>
          <button id="prev" onClick={() => act('goto', {index: state.index - 1})} disabled={state.index === 0}>◀</button>
          <span id="move-number">move {state.index} / {last}</span>
          <button id="next" onClick={() => act('goto', {index: state.index + 1})} disabled={state.index === last}>▶</button>
          <button id="last" onClick={() => act('goto', {index: last})} disabled={state.index === last}>▶|</button>
        </div>
        {node.variations > 1 && (
          <div class="buttons nav">
            <button id="var-prev" onClick={() => act('variation', {delta: -1})} disabled={node.variation === 0}>◀ variation</button>
            <span id="variation">{node.variation + 1} of {node.variations}</span>
            <button id="var-next" onClick={() => act('variation', {delta: 1})} disabled={node.variation === node.variations - 1}>variation ▶</button>
          </div>
        )}
        <div class="buttons">
          <label><input id="analyse" type="checkbox" checked={analyse} onChange={e => setAnalyse(e.target.checked)} /> Analysis</label>
          <label><input id="ownership" type="checkbox" checked={ownership} onChange={e => setOwnership(e.target.checked)} /> Ownership</label>
          <a id="save" class="button" href={`/api/games/${id}/sgf`} download={id + '.sgf'}>Save SGF</a>
        </div>
        {showAnalysis && (
          <p id="analysis-summary" data-moves={analysis.moves.length}>
            Black's win rate {Math.round(analysis.winRate * 100)}%, lead {analysis.lead > 0 ? 'B+' : 'W+'}{Math.abs(analysis.lead).toFixed(1)}, {analysis.playouts} playouts
          </p>
        )}
        <Graph state={state} analysis={showAnalysis ? analysis : null} onPick={i => act('goto', {index: i})} />
        <ol id="moves" class="moves" start="1">
          {state.line.slice(1).map((m, i) => (
            <li class={i + 1 === state.index ? 'current' : ''} onClick={() => act('goto', {index: i + 1})}>
              {m.color ? (m.color === 'black' ? 'B ' : 'W ') + m.vertex : '(setup)'}{m.variations > 1 ? ' *' : ''}
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}

render(<App />, document.getElementById('app'))
