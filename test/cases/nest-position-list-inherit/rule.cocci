// A rule inheriting a position list (`position r.p;`) matches at each
// of its places, and `q != r.p` keeps off all of them (spatch 1.1.1).
@r@
expression x;
position p;
@@

note(x);
<+...
trace@p(x);
...+>

@script:python@
p << r.p;
x << r.x;
@@
print("r %s: %s" % (x, " ".join([q.line for q in p])))

@t@
position q != r.p;
@@
trace@q(...);

@script:python@
q << t.q;
@@
print("t: %s" % " ".join([z.line for z in q]))

@s@
position r.p;
expression r.x;
@@
- trace@p(x);
+ traced(x);
