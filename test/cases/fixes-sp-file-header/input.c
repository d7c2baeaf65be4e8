/* Two rule files: rule.cocci says nothing of its fix (applied),
 * review.cocci says '// fix: review' (held back without --review-fixes). */
int old_api(int), new_api(int), lookup(int), lookup_checked(int);

int use(int x)
{
	return old_api(x) + lookup(x);
}
