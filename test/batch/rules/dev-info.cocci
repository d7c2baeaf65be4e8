// Report-only, with "..." in an argument list.
@dev_info@
expression D;
@@
* dev_info(D, ...)
