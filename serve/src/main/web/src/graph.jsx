import {h} from 'preact'

// The win rate (Black's, 0 to 100%) and the expected lead over the line of moves, as an SVG graph;
// a click picks the move.
export function Graph({state, analysis, onPick}) {
  let width = 320
  let height = 110
  let n = Math.max(1, state.line.length - 1)
  let x = i => 4 + (i / n) * (width - 8)
  let points = state.graph.filter(p => !analysis || p.index !== analysis.index)
  if (analysis) points.push({index: analysis.index, winRate: analysis.winRate, lead: analysis.lead})
  points.sort((a, b) => a.index - b.index)
  let maxLead = Math.max(5, ...points.map(p => Math.abs(p.lead)))
  let wrPath = points.map((p, k) => (k ? 'L' : 'M') + x(p.index).toFixed(1) + ',' + ((1 - p.winRate) * height).toFixed(1)).join(' ')
  let leadPath = points.map((p, k) => (k ? 'L' : 'M') + x(p.index).toFixed(1) + ',' + ((0.5 - p.lead / maxLead / 2) * height).toFixed(1)).join(' ')
  let pick = event => {
    let box = event.currentTarget.getBoundingClientRect()
    let i = Math.round(((event.clientX - box.left) / box.width) * n)
    onPick(Math.max(0, Math.min(n, i)))
  }
  return (
    <svg id="graph" class="graph" viewBox={`0 0 ${width} ${height}`} onClick={pick} data-points={points.length}>
      <rect x="0" y="0" width={width} height={height} class="graph-back" />
      <line x1="0" x2={width} y1={height / 2} y2={height / 2} class="graph-mid" />
      <line x1={x(state.index)} x2={x(state.index)} y1="0" y2={height} class="graph-now" />
      {points.length > 0 && <path d={leadPath} class="graph-lead" />}
      {points.length > 0 && <path d={wrPath} class="graph-wr" />}
      {points.filter(p => p.index === state.index).map(p => <circle cx={x(p.index)} cy={(1 - p.winRate) * height} r="3" class="graph-dot" />)}
      <text x="6" y="12" class="graph-label">Black's win rate (green) and lead (orange, ±{Math.round(maxLead)})</text>
    </svg>
  )
}
