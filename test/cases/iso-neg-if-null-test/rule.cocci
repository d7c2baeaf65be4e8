// standard.iso's neg_if: `if (X) S1 else S2` also matches `if (!X) S2
// else S1`, and with is_null the rule's `E == NULL` branch is the
// else of `if (q)` (null/deref_null at drivers/infiniband/hw/mlx5/
// qp.c:2546, 2553, 2573, 2580: `__acquire(&recv_cq->lock)` in the else
// of `if (recv_cq)`).
@r exists@
expression *E;
identifier f;
statement S1, S2, S3;
position p;
@@

if ((E == NULL && ...) || ...)
{
  ... when != if (...) S1 else S2
  E->f@p
  ... when any
}
else S3

@script:python@
p << r.p;
x << r.E;
@@
coccilib.report.print_report(p[0], "ERROR: %s is NULL but dereferenced." % (x))
