/**
 * Module code the tests import may load a stylesheet as text (`import css from './styles.css'`, the
 * build's text loader): the browser configuration's declaration, for the tests' type check too.
 */
/// <reference path="../../platform/src/assets.d.ts" />
