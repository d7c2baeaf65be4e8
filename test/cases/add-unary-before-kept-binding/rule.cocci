// a unary operator added before code bound to a metavariable that stays
// in place, the arguments before it removed: no space after the
// operator (git's strbuf.cocci: strbuf_addbuf(E, &SB))
@@
expression E;
struct buffer B;
@@
- put_text(E, "%s", B.data);
+ put_buffer(E, &B);
