@z@
@@
* never_called();
