/**
 * A frame as the network delivers it: whatever JSON arrived, handed to a feed's reader as that
 * feed's message type. The readers check every value they take (a frame may be partial, from a
 * newer server, or wrong), and these tests feed them such frames on purpose.
 */
export function wire<M>(json: object): M {
  return json as unknown as M;
}
