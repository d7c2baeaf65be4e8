// a path leaving a while's body passes its condition, taking its false
// branch: `when != false C` stops it; a do's tail and a break do not
@r exists@
expression E;
@@
* release(E);
  ... when != false more(E)
* use(E);
