// #undef lines outside functions are removed, a trailing comment stays;
// one inside a function is part of its code and is not matched (spatch)
@@
@@
- #undef BUF_LEN
