// An exists rule with a `<+... ...+>` nest: spatch 1.1.1 gives one
// environment per path, each with the places along that path
// (open_all: 3, and 3 5; close_all: 10 13, and 10 12 13).  A `<... ...>`
// nest, or a forall rule, gives one list per function
// (nest-position-list-scripts), which cfix gives here.
@r exists@
identifier fn;
expression x;
position p;
@@

fn(...)
{
	<+...
	check@p(x);
	...+>
}

@script:python@
p << r.p;
x << r.x;
@@
print("%s: %s" % (x, " ".join([q.line for q in p])))
