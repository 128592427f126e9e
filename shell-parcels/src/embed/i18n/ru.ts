/** Texts of the shell's embed parcels (namespace `shell-embed`): Russian. */
export default {
  logged_in: 'Вы вошли',
};
