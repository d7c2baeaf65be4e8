/* !A || (A && B) is !A || B, with or without the parentheses. */
struct link {
	int up;
	int carrier;
	struct link *peer;
};

int link_ok(const struct link *l)
{
	if (!l->peer || (l->peer && l->peer->up))
		return 1;
	return !l->up ||
	       l->up && l->carrier;
}
