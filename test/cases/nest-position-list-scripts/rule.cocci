// The places a nest binds a position to reach a script as one list,
// sorted (spatch 1.1.1, engine/ctlcocci_integration.ml's
// coalesce_positions): Python's len(p), p[0] and `for q in p`, OCaml's
// List.length and List.hd see all of them, one run per function here.
@r@
identifier fn;
expression b;
position p;
@@

fn(...)
{
	<...
	emit@p(b, ...)
	...>
}

@script:python@
p << r.p;
fn << r.fn;
@@
print("py %s: %d, first at line %s" % (fn, len(p), p[0].line))
for q in p:
	print("py %s at %s:%s-%s in %s" % (fn, q.line, q.column, q.column_end, q.current_element))

@script:ocaml@
p << r.p;
fn << r.fn;
@@
Printf.printf "ml %s: %d, first at line %d\n" fn (List.length p)
	(List.hd p).Coccilib.line
