/** Тексты видео игры (media/GameVideo.tsx), часть пространства `betting`, загружаются вместе с его кодом. */
import type en from './en';

export default {
  video_title: 'Видеотрансляция',
  video_watch: 'Смотреть видеотрансляцию',
  video_close: 'Закрыть видео',
  video_loading: 'Подключаемся к трансляции…',
  video_sign_in: 'Войдите, чтобы смотреть видеотрансляцию.',
  video_sign_in_button: 'Войти',
  video_not_available: 'У этой игры нет видеотрансляции.',
  video_unavailable: 'Видеотрансляции сейчас недоступны.',
  video_failed: 'Не удалось запустить видео.',
  video_retry: 'Повторить',
  video_target: 'Где показывать видео',
  video_target_board: 'Над ставками',
  video_target_overview: 'Крупно',
  video_target_side: 'В углу',
  video_target_fullscreen: 'Во весь экран',
  video_player: 'Видеотрансляция: {{title}}',
} satisfies Record<keyof typeof en, string>;
