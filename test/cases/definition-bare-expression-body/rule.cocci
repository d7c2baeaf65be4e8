// The kernel's locks/call_kern, its first rule: `fn(...) { ... E ... }`
// with E an expression standing without its ';' is a function
// definition, as with a statement in the body.  cfix read it as a loop
// macro `fn(...) S` (fn bound to list_for_each_entry) and missed the
// definition (docs/coccicheck.md, block/blk-cgroup.c).
@gfp@
identifier fn;
position p;
@@

fn(...) {
 ... when any
 GFP_KERNEL@p
 ... when any
}

@script:python@
p << gfp.p;
fn << gfp.fn;
@@

coccilib.report.print_report(p[0], "GFP_KERNEL in " + fn)
