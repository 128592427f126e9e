/** The game video's texts (media/GameVideo.tsx), a part of the `betting` namespace loaded with its code. */
export default {
  video_title: 'Live video',
  video_watch: 'Watch the live video',
  video_close: 'Close the video',
  video_loading: 'Connecting to the stream…',
  video_sign_in: 'Sign in to watch the live video.',
  video_sign_in_button: 'Sign in',
  video_not_available: 'There is no live video of this game.',
  video_unavailable: 'Live video is not available right now.',
  video_failed: 'The video could not be started.',
  video_retry: 'Try again',
  video_target: 'Where to show the video',
  video_target_board: 'Above the markets',
  video_target_overview: 'Large',
  video_target_side: 'In the corner',
  video_target_fullscreen: 'Full screen',
  video_player: 'Live video: {{title}}',
};
