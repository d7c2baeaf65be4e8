// A type inside sizeof.
@sizeof_type@
@@
* sizeof(struct device)
