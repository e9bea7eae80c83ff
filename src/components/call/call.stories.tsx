import type { Story, StoryDefault } from '@ladle/react';
import { useMemo, useState } from 'react';
import { CallEntry } from './call-entry';
import { CALL_FIXTURES, callActions, ENDED_FIXTURES, FIXTURE_CONNECTED_AT } from './call-fixtures';
import { CallScreen } from './call-screen';
import type { CallScreenActions, CallScreenNotice, CallScreenView } from './call-types';
import { demoCameraStream } from './demo-stream';
import { StillClock } from './use-now';

export default {
  title: 'Components / Call',
} satisfies StoryDefault;

/**
 * The call's screens with the views the engine gives: every phase, on a phone (full screen)
 * and on a desktop (a window over the page). The controls work on the story's own view.
 */

/** The story's own controls change its view; the others (accept, hang up...) do nothing here. */
const inert = () => () => {};

/** The call's clock stands 2 min 13 s after the fixtures' connection: it reads 02:13. */
const STORY_NOW = FIXTURE_CONNECTED_AT + 133_000;

/** A view that follows its own controls (mute, camera, speaker, minimise), as the engine would. */
function Playground({ initial }: { initial: CallScreenView }) {
  const [view, setView] = useState(initial);
  const actions = useMemo<CallScreenActions>(
    () => ({
      ...callActions(inert),
      toggleMute: () => setView((v) => ({ ...v, local: { ...v.local, audio: !v.local.audio } })),
      toggleCamera: () => setView((v) => ({ ...v, local: { ...v.local, video: !v.local.video } })),
      toggleSpeaker: () => setView((v) => ({ ...v, speaker: !v.speaker })),
      switchCamera: () =>
        setView((v) => ({
          ...v,
          local: { ...v.local, facing: v.local.facing === 'user' ? 'environment' : 'user' },
        })),
      minimise: () => setView((v) => ({ ...v, minimised: true })),
      restore: () => setView((v) => ({ ...v, minimised: false })),
    }),
    [],
  );
  return (
    <StillClock value={STORY_NOW}>
      <CallScreen view={view} actions={actions} />
    </StillClock>
  );
}

/** The video views with pictures: the engineer's wall blue, the visitor's camera warm. */
function withPictures(view: CallScreenView): CallScreenView {
  return {
    ...view,
    local: { ...view.local, stream: demoCameraStream('#e0a458', '我') },
    remote: { ...view.remote, stream: demoCameraStream('#5b8def', '李工程师') },
  };
}

function Video({ view }: { view: CallScreenView }) {
  const pictured = useMemo(() => withPictures(view), [view]);
  return <Playground initial={pictured} />;
}

export const IncomingVoice: Story = () => <Playground initial={CALL_FIXTURES.incomingVoice} />;
export const IncomingVideo: Story = () => <Playground initial={CALL_FIXTURES.incomingVideo} />;
export const Outgoing: Story = () => <Playground initial={CALL_FIXTURES.outgoing} />;
export const RequestingMedia: Story = () => <Playground initial={CALL_FIXTURES.requestingMedia} />;
export const Connecting: Story = () => <Playground initial={CALL_FIXTURES.connecting} />;
export const ConnectedVoice: Story = () => <Playground initial={CALL_FIXTURES.connectedVoice} />;
export const ConnectedVideo: Story = () => <Video view={CALL_FIXTURES.connectedVideo} />;
export const Muted: Story = () => <Playground initial={CALL_FIXTURES.muted} />;
export const CameraOff: Story = () => <Video view={CALL_FIXTURES.cameraOff} />;
export const Reconnecting: Story = () => <Playground initial={CALL_FIXTURES.reconnecting} />;
export const Minimised: Story = () => <Playground initial={CALL_FIXTURES.minimised} />;

const noticeStory = (notice: CallScreenNotice): Story => {
  const base = notice.startsWith('peer')
    ? CALL_FIXTURES.connectedVoice
    : CALL_FIXTURES.requestingMedia;
  return () => <Playground initial={{ ...base, notice }} />;
};

export const NoticeCameraUnavailable = noticeStory('camera-unavailable');
export const NoticeMicrophoneDenied = noticeStory('microphone-denied');
export const NoticeMicrophoneMissing = noticeStory('microphone-missing');
export const NoticeUnsupported = noticeStory('unsupported');
export const NoticeBusy = noticeStory('busy');
export const NoticePeerCameraOff: Story = () => (
  <Video
    view={{
      ...CALL_FIXTURES.connectedVideo,
      remote: { audio: true, video: false },
      notice: 'peer-camera-off',
    }}
  />
);
export const NoticePeerMuted = noticeStory('peer-muted');

export const EndedCompleted: Story = () => <Playground initial={ENDED_FIXTURES.completed} />;
export const EndedCancelled: Story = () => <Playground initial={ENDED_FIXTURES.cancelled} />;
export const EndedMissed: Story = () => <Playground initial={ENDED_FIXTURES.missed} />;
export const EndedDeclined: Story = () => <Playground initial={ENDED_FIXTURES.declined} />;
export const EndedBusy: Story = () => <Playground initial={ENDED_FIXTURES.busy} />;
export const EndedFailed: Story = () => <Playground initial={ENDED_FIXTURES.failed} />;

/** The console header's call buttons: on, and off with the reason. */
export const Entries: Story = () => (
  <div style={{ display: 'flex', gap: 8, padding: 16 }}>
    <CallEntry canStart onStart={inert()} />
    <span style={{ width: 24 }} />
    <CallEntry canStart={false} onStart={inert()} />
  </div>
);
