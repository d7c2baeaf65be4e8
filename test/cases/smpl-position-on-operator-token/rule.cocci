// a position on a token no node ends at, an operator's, is that token
// in the code: the '=' of a declaration's initializer (as in the
// kernel's misc/uninitialized_var), of an assignment, a comparison's
// operator; the script sees it bound
@r@
identifier var;
type T;
position p;
@@

(
  T var =@p var;
|
  var =@p var
)

@script:python@
p << r.p;
@@

print("%s:%s:%s-%s: self-initialized" % (p[0].file, p[0].line, p[0].column, p[0].column_end))

@c@
expression a, b;
position q;
@@

  if (a <=@q b) return 0;

@script:python@
q << c.q;
@@

print("%s:%s:%s-%s: compared" % (q[0].file, q[0].line, q[0].column, q[0].column_end))
