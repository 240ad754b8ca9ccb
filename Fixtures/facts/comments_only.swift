// only a comment
