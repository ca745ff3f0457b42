/** The replay's controls: first, previous, play/pause, next, last, the slider and the speed. */
import { h } from '../../lib/dom';
import { SPEEDS } from '../../lib/replayPlayer';

export interface ReplayControls {
  el: HTMLElement;
  slider: HTMLInputElement;
  play: HTMLButtonElement;
  prev: HTMLButtonElement;
  next: HTMLButtonElement;
  first: HTMLButtonElement;
  last: HTMLButtonElement;
  speed: HTMLSelectElement;
  /** Shows the step (the slider) and which buttons lead anywhere. */
  showStep(step: number, n: number): void;
  /** Shows ▶ or ❚❚. */
  showPlaying(playing: boolean): void;
}

const button = (testid: string, label: string, text: string, primary = false) =>
  h(
    'button',
    { type: 'button', class: primary ? 'btn btn-primary' : 'btn', 'data-testid': testid, 'aria-label': label },
    text,
  );

export function replayControls(step: number, n: number): ReplayControls {
  const slider = h('input', {
    type: 'range',
    min: 0,
    max: n,
    value: step,
    step: 1,
    'data-testid': 'replay-slider',
    'aria-label': 'Move',
  });
  const play = button('replay-play', 'Play', '▶', true);
  const prev = button('replay-prev', 'Previous move', '‹');
  const next = button('replay-next', 'Next move', '›');
  const first = button('replay-first', 'First position', '«');
  const last = button('replay-last', 'Last position', '»');
  const speed = h(
    'select',
    { id: 'replay-speed', 'data-testid': 'replay-speed' },
    SPEEDS.map(([label, ms]) => h('option', { value: ms }, label)),
  );
  speed.value = '500';
  return {
    el: h(
      'div',
      { class: 'replay-controls' },
      first,
      prev,
      play,
      next,
      last,
      slider,
      h('label', { for: 'replay-speed', class: 'small' }, 'Speed'),
      speed,
    ),
    slider,
    play,
    prev,
    next,
    first,
    last,
    speed,
    showStep(k, total) {
      slider.value = String(k);
      prev.disabled = first.disabled = k === 0;
      next.disabled = last.disabled = k === total;
    },
    showPlaying(playing) {
      play.textContent = playing ? '❚❚' : '▶';
      play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    },
  };
}
