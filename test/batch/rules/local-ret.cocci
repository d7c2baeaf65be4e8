// A declaration: the prefilter falls back to the rule's words.
@local_ret@
@@
* int ret;
