enum Greetings {
    static let morning = "Good morning"
}

let evening = "Good evening // expect: invalid_source
