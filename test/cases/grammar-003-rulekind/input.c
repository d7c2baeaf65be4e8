int old_name(int other);

int old_name(int other)
{
	return other + 1;
}
