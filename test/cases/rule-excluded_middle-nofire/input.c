/* Tests that are not !A || (A && B).  Must not fire. */
struct link {
	int up;
	int carrier;
	struct link *peer;
};

int link_ok(const struct link *l)
{
	if (!l->peer || (l->up && l->carrier))
		return 1;
	if (l->peer || (l->peer && l->up))
		return 2;
	return !l->up && (l->up || l->carrier);
}
