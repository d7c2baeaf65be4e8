int new_name(int other);

int new_name(int other)
{
	return changed + 1;
}
