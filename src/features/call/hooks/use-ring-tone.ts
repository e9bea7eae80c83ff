import { useEffect } from 'react';
import { playRing, startRinging } from '../model/call-ring';

/** Rings while `ringing` (an incoming call, the side's sound on); stops on anything else. */
export function useRingTone(ringing: boolean) {
  useEffect(() => (ringing ? startRinging(() => playRing(window)) : undefined), [ringing]);
}
