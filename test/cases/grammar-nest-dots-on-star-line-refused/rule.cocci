// spatch 1.1.1 refuses `<...` on a `*` line as on a `-` line.
@@
expression E;
@@
* h(<... E ...>);
