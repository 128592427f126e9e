/** `<style data-kickoff-styles="<id>">`: a module's sheet the server wrote into a server-rendered page (the browser's adopted sheet replaces it). */
export const SERVER_STYLE_ATTR = 'data-kickoff-styles';
/** `data-kickoff-styles-module="<import-map name>"` on the same `<style>`: the module whose server view wrote it. */
export const SERVER_STYLE_MODULE_ATTR = 'data-kickoff-styles-module';
