// A trace event header (drivers/block/null_blk/trace.h): the
// TP_STRUCT__entry argument is a run of macro calls, one a line, with
// no separator, and TP_fast_assign's holds statements.  cfix's own
// parser keeps both arguments whole, not matched inside and not
// reported as code it cannot parse (it did: "cannot parse this code" on
// every trace header).  spatch 1.1.1 reads no code of the TRACE_EVENT at
// all (its tokens "passed"); the memcpy in TP_fast_assign stays with
// both tools, the one in the function below is changed by both.
@@
expression E1, E2, E3;
@@
- memcpy(E1, E2, E3)
+ copy_bytes(E1, E2, E3)
