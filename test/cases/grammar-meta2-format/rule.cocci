// format metavariables: "%@d@" binds a descriptor (2x of %2x), a
// format list its descriptors and the text between and around them
// (only whole runs of text); "..." any run; in added strings both are
// written back as they bound
@@
format d;
expression e;
@@
- printk("val %@d@\n", e);
+ pr_info("value %@d@\n", e);

@@
format list[2] l;
expression list es;
@@
- log("at %@l@ end", es);
+ log2("%@l@", es);

@@
format f =~ "^l";
@@
- trace("...%@f@...");
+ trace_long("%@f@");
