import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchQueryUpdatesPerFrame } from './query-client';

afterEach(() => {
  // TanStack Query's own scheduler, for the other tests of this worker.
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.restoreAllMocks();
});

describe('batchQueryUpdatesPerFrame', () => {
  it('runs the answers that arrive before the next frame together, in that frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    batchQueryUpdatesPerFrame();
    const ran: string[] = [];
    notifyManager.schedule(() => ran.push('balance'));
    notifyManager.schedule(() => ran.push('stats'));
    notifyManager.schedule(() => ran.push('chart'));
    expect(ran).toEqual([]);
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect(ran).toEqual(['balance', 'stats', 'chart']);
    // A later answer waits for a frame of its own.
    notifyManager.schedule(() => ran.push('rates'));
    expect(frames).toHaveLength(1);
    frames.shift()!(16);
    expect(ran).toEqual(['balance', 'stats', 'chart', 'rates']);
  });

  it('runs them with a timer on a hidden page, which gets no frames', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    batchQueryUpdatesPerFrame();
    const ran: string[] = [];
    notifyManager.schedule(() => ran.push('balance'));
    notifyManager.schedule(() => ran.push('stats'));
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['balance', 'stats']);
    expect(frame).not.toHaveBeenCalled();
  });
});
