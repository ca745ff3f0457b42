/**
 * The bot run's actions for its owner: cancel while it runs; run it again, or resume from its
 * best, once it ended. Others see none (the server checks too).
 */
import { h, replaceChildren } from '../../lib/dom';
import { Api, ApiError, type BotRunView } from '../../lib/api';
import { errorNotice, errorText } from '../../lib/components';
import { isEnded, type RunLiveState } from '../../lib/botRunFeed';
import { busyText } from '../../lib/botRunPage';
import type { HostedBotRunView } from '../../lib/hostedApi';
import { href } from '../../lib/routes';
import { me } from '../../lib/session';

/** Fills `actions` for the viewer and the run's state; what an action says goes to `message`. */
export function renderRunActions(
  actions: HTMLElement,
  message: HTMLElement,
  run: HostedBotRunView,
  state: RunLiveState,
  navigate: (to: string) => void,
): void {
  const mine = me()?.username === run.owner;
  replaceChildren(actions);
  if (!mine) return;
  if (!isEnded(state.state)) {
    actions.append(
      h(
        'button',
        {
          type: 'button',
          class: 'btn btn-danger',
          'data-testid': 'bot-cancel',
          onclick: async (e: Event) => {
            const btn = e.currentTarget as HTMLButtonElement;
            btn.disabled = true;
            try {
              await Api.cancelBotRun(run.id);
              replaceChildren(message, h('p', { class: 'small muted' }, 'Cancelling: the run stops within a second.'));
            } catch (err) {
              btn.disabled = false;
              replaceChildren(message, errorNotice(err));
            }
          },
        },
        'Cancel the run',
      ),
    );
    return;
  }
  const again = (label: string, testid: string, call: () => Promise<BotRunView>) =>
    h(
      'button',
      {
        type: 'button',
        class: 'btn',
        'data-testid': testid,
        onclick: async () => {
          try {
            const next = await call();
            navigate(href.botrun(next.id));
          } catch (err) {
            replaceChildren(
              message,
              h(
                'div',
                { class: 'notice notice-bad', role: 'alert' },
                err instanceof ApiError && err.status === 429 ? busyText(err.detail, err.retryAfter) : errorText(err),
              ),
            );
          }
        },
      },
      label,
    );
  actions.append(again('Run again', 'bot-restart', () => Api.restartBotRun(run.id)));
  // A hosted bot always starts from the instance: the protocol has no position to resume from.
  if (state.best && !run.hosted)
    actions.append(again('Resume from its best', 'bot-resume', () => Api.resumeBotRun(run.id)));
}
