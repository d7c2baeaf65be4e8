int other;
